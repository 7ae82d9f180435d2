import { Admin, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import aircraftClaims from './aircraft-claims/aircraft-claims.resource';
import airworthiness from './airworthiness/airworthiness.resource';
import airports from './airports/airports.resource';
import auditLog from './audit-log/audit-log.resource';
import { authProvider } from './auth-provider';
import blogPosts from './blog-posts/blog-posts.resource';
import bookings from './bookings/bookings.resource';
import contactMessages from './contact-messages/contact-messages.resource';
import { Dashboard } from './dashboard';
import { dataProvider } from './data-provider';
import flights from './flights/flights.resource';
import { i18nProvider } from './i18n-provider';
import instructors from './instructors/instructors.resource';
import { AdminLayout } from './layout/admin-layout';
import { LoginPage } from './layout/login-page';
import outbox from './outbox/outbox.resource';
import payments from './payments/payments.resource';
import promotionCodes from './promotion-codes/promotion-codes.resource';
import reports from './reports/reports.resource';
import reviews from './reviews/reviews.resource';
import shares from './shares/shares.resource';
import subscriptions from './subscriptions/subscriptions.resource';
import users from './users/users.resource';

// Resource names, singular and plural, come from the i18n provider; the menu's order from AdminMenu.
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
    <Resource name="users" recordRepresentation="username" {...users} />
    <Resource name="instructors" recordRepresentation="name" {...instructors} />
    <Resource name="shares" recordRepresentation="title" {...shares} />
    <Resource name="bookings" recordRepresentation={(b) => `#${b.id}`} {...bookings} />
    <Resource name="flights" recordRepresentation={(f) => `#${f.id}`} {...flights} />
    <Resource name="payments" recordRepresentation={(p) => `#${p.id}`} {...payments} />
    <Resource name="airworthiness" recordRepresentation="title" {...airworthiness} />
    <Resource name="reports" recordRepresentation={(r) => `#${r.id}`} {...reports} />
    <Resource name="reviews" recordRepresentation={(r) => `#${r.id}`} {...reviews} />
    <Resource name="aircraft-claims" recordRepresentation="tailNumber" {...aircraftClaims} />
    <Resource name="airports" recordRepresentation="locationId" {...airports} />
    <Resource name="blog-posts" recordRepresentation="title" {...blogPosts} />
    <Resource name="contact-messages" recordRepresentation="name" {...contactMessages} />
    <Resource name="outbox" recordRepresentation="subject" {...outbox} />
    <Resource name="subscriptions" recordRepresentation="username" {...subscriptions} />
    <Resource name="promotion-codes" recordRepresentation="code" {...promotionCodes} />
    <Resource name="audit-log" {...auditLog} />
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
