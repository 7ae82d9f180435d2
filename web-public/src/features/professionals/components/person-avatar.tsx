import type { Avatar } from '../../../../../domain/user/user';
import { DefaultAvatar } from '../../../components/layout/default-avatar';

/** A round profile picture, or the default pilot when there is none. Decorative: the name sits beside it. */
export function PersonAvatar({ avatar, className = '' }: { avatar: Avatar | null | undefined; className?: string }) {
  return (
    <span className={`person-avatar ${className}`.trim()} aria-hidden="true">
      {avatar?.url ? <img src={avatar.url} alt="" loading="lazy" /> : <DefaultAvatar />}
    </span>
  );
}
