import { DefaultAvatar } from '../../../components/layout/default-avatar';

/** The other side's public picture, or the default pilot; decorative (the name is beside it). */
export function PersonPicture({ url }: { url: string | null }) {
  return (
    <span className="message-avatar" aria-hidden="true">
      {url ? <img src={url} alt="" width={40} height={40} loading="lazy" /> : <DefaultAvatar />}
    </span>
  );
}
