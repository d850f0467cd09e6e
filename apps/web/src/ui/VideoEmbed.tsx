import { useEffect, useRef, useState } from 'react';
import './video-embed.css';

/** Players that start on their own when their address asks (`autoplay=1`): the person has just pressed play. */
const AUTOPLAY_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com', 'player.vimeo.com']);

/** The player's address, asked to start playing when its host understands that; any other address as it is. */
export function playingAddress(src: string): string {
  try {
    const url = new URL(src);
    if (!AUTOPLAY_HOSTS.has(url.hostname)) return src;
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return src;
  }
}

interface VideoEmbedProps {
  /** The player's embed address (an iframe's `src`). */
  src: string;
  /** What the video is: the player's title, and the play button's name ("Play video: …"). */
  title: string;
  /** The iframe's permissions (`allow`), beside autoplay, which the press itself asks for. */
  allow?: string;
}

/**
 * A video that loads its player when the person presses play (decision 0052). Until then it is a button drawn with
 * the app's CSS: no request leaves for the video's host (a child's page tells YouTube nothing about its visitor
 * until someone chooses to watch), and a phone is spared the player's frame and its half-megabyte of script while it
 * opens the page. A press before the app has taken the page over is held and done again once it has (first touch).
 */
export function VideoEmbed({ src, title, allow }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // Keyboard and screen-reader users stay where they were: on the player that replaced the button they pressed.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={frame}
        src={playingAddress(src)}
        title={title}
        allow={['autoplay', allow].filter(Boolean).join('; ')}
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className="video-embed" aria-label={`Play video: ${title}`} onClick={() => setPlaying(true)}>
      <svg className="video-embed__icon" viewBox="0 0 68 48" aria-hidden focusable="false">
        <rect width="68" height="48" rx="14" />
        <path d="M27 14v20l18-10z" />
      </svg>
      <span className="video-embed__title">{title}</span>
    </button>
  );
}
