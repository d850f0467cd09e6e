// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  touchedBeforeScript,
  untilFirstTouch as waitForTouch,
  WAITING_ATTRIBUTE,
  type FirstTouch,
} from './first-touch';

// Each waiting page holds clicks until its app is ready: a test's leftover one would hold the next test's clicks.
const started: FirstTouch[] = [];
const untilFirstTouch = (doc: Document): FirstTouch => {
  const waiting = waitForTouch(doc);
  started.push(waiting);
  return waiting;
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  document.documentElement.setAttribute('data-ready', '');
  for (const waiting of started.splice(0)) waiting.replayOnceReady();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-ready');
  document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
});

describe('untilFirstTouch', () => {
  it('waits, marked on <html>, until the person does something with the page', async () => {
    document.body.innerHTML = '<p>Drawn by the server</p>';
    const { touch } = untilFirstTouch(document);
    expect(document.documentElement.getAttribute(WAITING_ATTRIBUTE)).toBe('on-touch');
    expect(await settled(touch)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(touch)).toBe(true);
    expect(document.documentElement.hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
  });

  it('starts when the person comes back to the tab (from their bank app, to an invoice awaiting the transfer)', async () => {
    document.body.innerHTML = '<p>Invoice E2C-2026-000001</p>';
    const { touch } = untilFirstTouch(document);
    expect(await settled(touch)).toBe(false);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await settled(touch)).toBe(true);
  });

  it('starts after the first frame when the page was scrolled before the script ran, without laying it out before', async () => {
    document.body.innerHTML = '<p>Drawn by the server</p>';
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    const { touch } = untilFirstTouch(document);
    // Not read while the script runs: reading it makes the browser lay the page out at once.
    expect(scrollY).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(scrollY).toHaveBeenCalled());
    expect(await settled(touch)).toBe(true);
    scrollY.mockRestore();
  });

  it('starts at once when something was typed or ticked before the script ran', async () => {
    document.body.innerHTML = '<input id="name" value=""><input id="box" type="checkbox">';
    (document.getElementById('box') as HTMLInputElement).checked = true;
    expect(touchedBeforeScript(document)).toBe(true);
    const { touch } = untilFirstTouch(document);
    expect(await settled(touch)).toBe(true);
    expect(document.documentElement.hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
  });

  it('sees a chosen option and typed text as a touch, an untouched form as none', () => {
    document.body.innerHTML =
      '<select id="plan"><option value="a" selected>A</option><option value="b">B</option></select><textarea id="t"></textarea>';
    expect(touchedBeforeScript(document)).toBe(false);
    (document.getElementById('plan') as HTMLSelectElement).value = 'b';
    expect(touchedBeforeScript(document)).toBe(true);
    (document.getElementById('plan') as HTMLSelectElement).value = 'a';
    (document.getElementById('t') as HTMLTextAreaElement).value = 'hello';
    expect(touchedBeforeScript(document)).toBe(true);
  });

  it('holds a button click and a submit until the app marks the page ready, then does them again', async () => {
    document.body.innerHTML =
      '<button id="menu" type="button">Menu</button><form id="f"><input name="q"><button id="go">Go</button></form><a id="link" href="#x"><span>Link</span></a>';
    const { touch, replayOnceReady } = untilFirstTouch(document);
    const clicks = vi.fn();
    const submits = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('menu')!.addEventListener('click', clicks);
    document.getElementById('f')!.addEventListener('submit', submits);

    document.getElementById('menu')!.click();
    document.getElementById('go')!.click();
    (document.getElementById('f') as HTMLFormElement).requestSubmit();
    expect(clicks).not.toHaveBeenCalled();
    expect(submits).not.toHaveBeenCalled();
    // A link is left alone: it loads the next page from the server.
    const link = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('link')!.addEventListener('click', link);
    document.querySelector('#link span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(link).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    await touch;
    replayOnceReady();
    expect(clicks).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-ready', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toHaveBeenCalledTimes(1);
    // The held click on Go submits once, and the held submit once more: both were asked for.
    expect(submits).toHaveBeenCalledTimes(2);
    // Afterwards nothing is held any more.
    document.getElementById('menu')!.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('leaves a disabled button alone', () => {
    document.body.innerHTML = '<button id="b" disabled>Send</button>';
    untilFirstTouch(document);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('b')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
