import type { ComponentType } from 'react';
import { ConfirmModal } from '../components/modal/confirm.modal';
import { MessageModal } from '../components/modal/message.modal';
import type { ModalName, ModalPropsMap } from '../components/modal/modal-types';
import { ForgotPasswordModal } from '../features/auth/components/forgot-password.modal';
import { LoginModal } from '../features/auth/components/login.modal';
import { SignupModal } from '../features/auth/components/signup.modal';
import { ShareModal } from '../features/listing/components/share.modal';
import { InstructorSignupModal } from '../features/professionals/components/instructor-signup.modal';
import { InstructorModal } from '../features/professionals/components/instructor.modal';
import { UserModal } from '../features/professionals/components/user.modal';
import { SubscribeNotificationModal } from '../features/subscription/components/subscribe-notification.modal';
import { SubscribeModal } from '../features/subscription/components/subscribe.modal';
import { TakeoverModal } from '../features/takeover/components/takeover.modal';
import { useModal } from '../hooks/use-modal';

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
};

/** Renders the one open modal. A new key per opening gives each a fresh state (errors cleared). */
export function ModalHost() {
  const { current } = useModal();
  if (!current) return null;
  const Modal = MODALS[current.name] as ComponentType<object>;
  return <Modal key={current.id} {...current.props} />;
}
