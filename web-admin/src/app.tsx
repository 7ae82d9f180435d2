import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { Dashboard } from './dashboard';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n-provider';
import { AdminLayout } from './layout/admin-layout';
import { LoginPage } from './layout/login-page';
import outbox from './outbox/outbox.resource';
import promotionCodes from './promotion-codes/promotion-codes.resource';
import subscriptions from './subscriptions/subscriptions.resource';
import users from './users/users.resource';

const AdminApp = () => (
  <Admin
    basename="/admin"
    title="Wingshare back office"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    dashboard={Dashboard}
    loginPage={LoginPage}
    layout={AdminLayout}
    // The console must not call third-party servers (react-admin pings marmelab.com otherwise).
    disableTelemetry
  >
    <Resource name="users" options={{ label: 'Users' }} recordRepresentation="username" {...users} />
    <Resource name="outbox" options={{ label: 'Outbox' }} recordRepresentation="subject" {...outbox} />
    {/* Their names, singular and plural, come from the i18n provider. */}
    <Resource name="subscriptions" recordRepresentation="username" {...subscriptions} />
    <Resource name="promotion-codes" recordRepresentation="code" {...promotionCodes} />
  </Admin>
);

// Real URLs (/admin/users) rather than react-admin's default hash router: the server answers every
// /admin/* path with index.html. react-admin documents this shape for an app mounted on a sub path.
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>
  </BrowserRouter>
);
