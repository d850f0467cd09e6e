import './styles.css';
import {
  asksToStart,
  drawnByServer,
  drawsInBrowser,
  forgetSettledBooking,
  hydratesOnArrival,
} from './app/boot/hydrate-on-arrival';
import { untilFirstTouch } from './app/boot/first-touch';

/*
 * The page's first script: a few hundred bytes (decision 0049). A page the server drew is complete to read, and its
 * links work as plain links; the app (React DOM, the router, the GraphQL client and the page's code, over 100 kB)
 * loads when the person first touches the page (a tap, a key, a scroll, a pointer move, a focus), not with the page.
 * A click or a submit made before then is held and done again once the app has taken the page over. A page the
 * browser draws itself, and a drawn page that must change on its own (an invoice watching for its transfer), start
 * the app at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
const { pathname, search } = window.location;
const drawn = drawnByServer(root);
if (drawn) forgetSettledBooking(root);
// What this browser keeps for the page decides what it shows: drawn here at once over the server's page.
const redraw = drawn && drawsInBrowser(pathname);
const waitForTouch =
  drawn && !redraw && !asksToStart(root) && !hydratesOnArrival(pathname, undefined, undefined, search);
const touched = waitForTouch ? untilFirstTouch(document) : null;
void (touched?.touch ?? Promise.resolve()).then(async () => {
  const { start } = await import('./app/start');
  start(root, { redraw });
  touched?.replayOnceReady();
});
