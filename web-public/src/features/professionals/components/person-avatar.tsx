import type { Avatar } from '../../../../../domain/user/user';
import { DefaultAvatar } from '../../../components/layout/default-avatar';
import { StoredImage, type ImageLoading } from '../../../components/stored-image/stored-image';

interface PersonAvatarProps {
  avatar: Avatar | null | undefined;
  className?: string;
  /** The picture's side in CSS pixels (professionals.css): 112 on a profile, 96 on a card. */
  size?: number;
  loading?: ImageLoading;
}

/** A round profile picture, or the default pilot when there is none. Decorative: the name sits beside it. */
export function PersonAvatar({ avatar, className = '', size = 112, loading = 'lazy' }: PersonAvatarProps) {
  return (
    <span className={`person-avatar ${className}`.trim()} aria-hidden="true">
      {avatar?.url ? (
        <StoredImage image={avatar} sizes={`${size}px`} box={{ width: size, height: size }} alt="" loading={loading} />
      ) : (
        <DefaultAvatar />
      )}
    </span>
  );
}
