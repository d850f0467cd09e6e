import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { playingAddress, VideoEmbed } from './VideoEmbed';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/0F2BIsqH45k';

describe('VideoEmbed', () => {
  it('is a play button named by the video, with no player (and no request to its host) until pressed', () => {
    const html = renderToString(<VideoEmbed src={YOUTUBE} title="A Kid Tech class" />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube');

    render(<VideoEmbed src={YOUTUBE} title="A Kid Tech class" />);
    expect(document.querySelector('iframe')).toBeNull();
    screen.getByRole('button', { name: 'Play video: A Kid Tech class' });
  });

  it('puts the player in its place when pressed, playing, focused, with the permissions it was given', () => {
    render(<VideoEmbed src={YOUTUBE} title="Web development introduction video" allow="encrypted-media" />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Web development introduction video' }));

    const player = screen.getByTitle('Web development introduction video');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe(`${YOUTUBE}?autoplay=1`);
    expect(player.getAttribute('allow')).toBe('autoplay; encrypted-media');
    expect(player.hasAttribute('allowfullscreen')).toBe(true);
    expect(document.activeElement).toBe(player);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('playingAddress', () => {
  it('asks YouTube and Vimeo players to start, keeping the address’s own parameters', () => {
    expect(playingAddress(`${YOUTUBE}?start=30`)).toBe(`${YOUTUBE}?start=30&autoplay=1`);
    expect(playingAddress('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('leaves any other address as it is (a signed file address must keep its signature intact)', () => {
    const file = 'https://files.example.com/videos/intro.mp4?X-Amz-Signature=abc';
    expect(playingAddress(file)).toBe(file);
    expect(playingAddress('/files/videos/intro.mp4')).toBe('/files/videos/intro.mp4');
  });
});
