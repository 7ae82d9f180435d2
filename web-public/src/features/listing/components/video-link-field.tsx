import { useId, useState } from 'react';
import type { MediaItem } from '../../../../../domain/share/share';
import { parseVideoLink } from '../../../../../domain/share/video-links';

export const VIDEO_LINK_REFUSED = 'Please enter a video link, a web address such as https://www.youtube.com/watch?v=…';

/** A pasted video link: YouTube and Vimeo links play in the listing, other web links open; text is refused. */
export function VideoLinkField({ onAdd }: { onAdd: (video: MediaItem) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const parsed = parseVideoLink(text);
    if (!parsed) {
      setError(VIDEO_LINK_REFUSED);
      return;
    }
    setError(null);
    setText('');
    onAdd(parsed);
  };

  return (
    <div className="field media-video-field">
      <label htmlFor={id}>Video link (YouTube, Vimeo or another site)</label>
      <div className="media-video-row">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="button button-secondary" onClick={add}>
          Add Video
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
