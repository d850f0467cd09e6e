import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const SPEED = 500;
const slides = ['one', 'two', 'three', 'four', 'five'];

function renderCarousel(show: number, items = slides) {
  return render(
    <Carousel slidesToShow={show} speedMs={SPEED} label="Stories">
      {items.map((item) => (
        <p key={item}>{item}</p>
      ))}
    </Carousel>,
  );
}

/** The texts of the slides on screen, in order. */
const onScreen = () =>
  [...document.querySelectorAll('[aria-roledescription="slide"][data-active="true"]')].map(
    (slide) => slide.textContent,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('shows as many slides as asked and hides the others from screen readers and the keyboard', () => {
    renderCarousel(2);
    expect(screen.getByRole('region', { name: 'Stories' })).toBeTruthy();
    expect(onScreen()).toEqual(['one', 'two']);
    const hidden = [...document.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const slide of hidden) expect(slide.hasAttribute('inert')).toBe(true);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(5);
  });

  it('moves one slide at a time and goes on from the last slide to the first, both ways', () => {
    vi.useFakeTimers();
    renderCarousel(2);
    const next = screen.getByRole('button', { name: 'Next slide' });
    for (let i = 0; i < 3; i++) fireEvent.click(next);
    expect(onScreen()).toEqual(['four', 'five']);
    fireEvent.click(next);
    expect(onScreen()).toEqual(['five', 'one']);
    fireEvent.click(next);
    expect(onScreen()).toEqual(['one', 'two']);
    // Once the move has ended, the repeated slides give way to the real ones, without motion.
    act(() => {
      vi.advanceTimersByTime(SPEED);
    });
    expect(onScreen()).toEqual(['one', 'two']);
    expect(document.querySelector('[data-clone][data-active="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('goes back from the first slide to the last', () => {
    vi.useFakeTimers();
    renderCarousel(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    // Two animation frames: the jump to the repeated first slide, then the move back by one.
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(onScreen()).toEqual(['five']);
    expect(screen.getByRole('button', { name: 'Go to slide 5' }).getAttribute('aria-current')).toBe('true');
  });

  it('jumps to a slide from its dot, and swipes', () => {
    renderCarousel(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(onScreen()).toEqual(['three']);
    const viewport = document.querySelector('.carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 100 });
    expect(onScreen()).toEqual(['four']);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 110 });
    expect(onScreen()).toEqual(['four']);
  });

  it('starts again from the first slide when the number in view changes, on the same elements', () => {
    const view = renderCarousel(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onScreen()).toEqual(['two', 'three']);
    const slideElement = document.querySelector('[aria-roledescription="slide"]');
    // A phone turned, or a phone taking over the server's page (drawn with two in view).
    view.rerender(
      <Carousel slidesToShow={1} speedMs={SPEED} label="Stories">
        {slides.map((item) => (
          <p key={item}>{item}</p>
        ))}
      </Carousel>,
    );
    expect(onScreen()).toEqual(['one']);
    expect(document.querySelector('[aria-roledescription="slide"]')).toBe(slideElement);
  });

  it('has no controls when every slide fits', () => {
    renderCarousel(2, ['one', 'two']);
    expect(onScreen()).toEqual(['one', 'two']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
