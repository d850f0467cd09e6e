import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeNearViewport, useNearViewport } from './use-near-viewport';

/** jsdom has no IntersectionObserver: a stand-in that the test drives, as the browser's would report. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function withFakeObserver() {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

afterEach(() => vi.unstubAllGlobals());

describe('observeNearViewport', () => {
  it('calls back once an element comes near, with the given margin, and stops watching', () => {
    withFakeObserver();
    const onNear = vi.fn();
    const elements = [document.createElement('div'), document.createElement('div')];
    observeNearViewport(elements, '400px 0px', onNear);
    const [observer] = FakeObserver.all;
    expect(observer?.options?.rootMargin).toBe('400px 0px');
    expect(observer?.targets).toEqual(elements);
    observer?.report(false);
    expect(onNear).not.toHaveBeenCalled();
    observer?.report(true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer?.targets).toEqual([]);
  });

  it('calls back at once without IntersectionObserver, or with nothing to watch', () => {
    const onNear = vi.fn();
    observeNearViewport([document.createElement('div')], '600px', onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
    withFakeObserver();
    observeNearViewport([], '600px', onNear);
    expect(onNear).toHaveBeenCalledTimes(2);
    expect(FakeObserver.all).toEqual([]);
  });

  it('watches no more once stopped', () => {
    withFakeObserver();
    const stop = observeNearViewport([document.createElement('div')], '600px', vi.fn());
    stop();
    expect(FakeObserver.all[0]?.targets).toEqual([]);
  });
});

function Section() {
  const [ref, near] = useNearViewport<HTMLElement>('300px');
  return <section ref={ref}>{near ? 'Loaded' : 'Waiting'}</section>;
}

describe('useNearViewport', () => {
  it('turns true when its element comes near, and stays true', () => {
    withFakeObserver();
    render(<Section />);
    expect(screen.getByText('Waiting')).toBeTruthy();
    const observer = FakeObserver.all.at(-1);
    expect(observer?.options?.rootMargin).toBe('300px');
    act(() => observer?.report(true));
    expect(screen.getByText('Loaded')).toBeTruthy();
  });

  it('is true right after mounting without IntersectionObserver', () => {
    render(<Section />);
    expect(screen.getByText('Loaded')).toBeTruthy();
  });
});
