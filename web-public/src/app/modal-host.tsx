import { lazy, Suspense, useContext, type ComponentType } from 'react';
import { ConfirmModal } from '../components/modal/confirm.modal';
import { MessageModal } from '../components/modal/message.modal';
import type { ModalName, ModalPropsMap } from '../components/modal/modal-types';
import { ForgotPasswordModal } from '../features/auth/components/forgot-password.modal';
import { LoginModal } from '../features/auth/components/login.modal';
import { TakeoverModal } from '../features/takeover/components/takeover.modal';
import { useModal } from '../hooks/use-modal';
import { PageHeadContext } from '../lib/page-meta';

// The larger modals load when first opened (their code stays out of the first page load).
const SignupModal = lazy(() => import('../features/auth/components/signup.modal').then((m) => ({ default: m.SignupModal })));
const ShareModal = lazy(() => import('../features/listing/components/share.modal').then((m) => ({ default: m.ShareModal })));
const InstructorSignupModal = lazy(() => import('../features/professionals/components/instructor-signup.modal').then((m) => ({ default: m.InstructorSignupModal })));
const InstructorModal = lazy(() => import('../features/professionals/components/instructor.modal').then((m) => ({ default: m.InstructorModal })));
const UserModal = lazy(() => import('../features/professionals/components/user.modal').then((m) => ({ default: m.UserModal })));
const SubscribeNotificationModal = lazy(() => import('../features/subscription/components/subscribe-notification.modal').then((m) => ({ default: m.SubscribeNotificationModal })));
const WelcomeModal = lazy(() => import('../features/auth/components/welcome.modal').then((m) => ({ default: m.WelcomeModal })));
const SubscribeModal = lazy(() => import('../features/subscription/components/subscribe.modal').then((m) => ({ default: m.SubscribeModal })));

const MODALS: { [N in ModalName]: ComponentType<ModalPropsMap[N]> } = {
  login: LoginModal,
  'forgot-password': ForgotPasswordModal,
  signup: SignupModal,
  takeover: TakeoverModal,
  subscribe: SubscribeModal,
  'subscribe-notification': SubscribeNotificationModal,
  share: ShareModal,
  message: MessageModal,
  confirm: ConfirmModal,
  'instructor-signup': InstructorSignupModal,
  instructor: InstructorModal,
  user: UserModal,
  welcome: WelcomeModal,
};

// The modal a page's address opens (a share link) is rendered with the page on the server: its code and
// styles (by its module's name in the build manifest) go with the HTML.
const MODULES: Partial<Record<ModalName, string>> = { share: 'src/features/listing/components/share.modal.tsx' };

/** Renders the one open modal. A new key per opening gives each a fresh state (errors cleared). */
export function ModalHost() {
  const { current } = useModal();
  const head = useContext(PageHeadContext);
  if (!current) return null;
  const module = MODULES[current.name];
  if (head && module) head.modules.add(module);
  const Modal = MODALS[current.name] as ComponentType<object>;
  return (
    <Suspense fallback={null}>
      <Modal key={current.id} {...current.props} />
    </Suspense>
  );
}
