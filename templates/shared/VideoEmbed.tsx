import { useState } from 'react';
import { videoEmbed } from '../../model/video';

/**
 * A video from an allowed host behind a click: until the visitor presses play, the page loads
 * nothing from the video host (no player, no poster, no cookies); then its privacy-friendly player.
 */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(url);
  if (!embed) return null;
  if (playing)
    return (
      <iframe
        className="cs-video-frame"
        src={embed.embedUrl}
        title={title || `Video from ${embed.host}`}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  return (
    <button type="button" className="cs-video-facade" onClick={() => setPlaying(true)}>
      <span className="cs-video-play" aria-hidden="true">
        ▶
      </span>
      <span className="cs-video-label">
        Play video{title ? `: ${title}` : ''}
        <small>Loads the player from {embed.host}</small>
      </span>
    </button>
  );
}
