import { useState } from 'react';
import { ModalDialog } from '../../../components/modal/modal-dialog';
import { embedUrl, watchUrl, type Video } from '../content/videos.content';

/**
 * A video that costs nothing until it is wanted: a poster with a play button, and on click an overlay
 * with the YouTube player. No request goes to YouTube before the click (privacy, and pages stay fast).
 */
export function ClickToLoadVideo({ video, featured = false }: { video: Video; featured?: boolean }) {
  const [playing, setPlaying] = useState(false);
  return (
    <article className={`video-card${featured ? ' featured' : ''}`} aria-label={video.title}>
      <button type="button" className="video-poster" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
        <svg className="video-play" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="31" fill="rgb(255 255 255 / 0.16)" />
          <circle cx="32" cy="32" r="24" fill="#fff" />
          <path d="M27 22v20l16-10z" fill="var(--color-primary)" />
        </svg>
        {video.minutes && <span className="video-length">{video.minutes} min</span>}
      </button>
      <div className="video-text">
        <h3>{video.title}</h3>
        <p>{video.summary}</p>
      </div>
      {playing && (
        <ModalDialog title={video.title} size="large" onClose={() => setPlaying(false)} className="video-overlay">
          <div className="video-frame">
            <iframe
              src={embedUrl(video)}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
          <p className="video-source">
            Playing from YouTube.{' '}
            <a href={watchUrl(video)} target="_blank" rel="noopener noreferrer">
              Open it on YouTube
            </a>
          </p>
        </ModalDialog>
      )}
    </article>
  );
}
