import { HomeQuery } from '../features/home/home-query';
import { ShellQuery, type ShellDocument } from '../core/shell-data';

/**
 * The one query of a first load (shell-data.tsx): the shell's data, with the data of the page landed on when it has
 * a first-load query of its own (which spreads `...ShellFields`). The home page's sections come in the same request
 * as the session and the site's details (issue 8: one round trip); other pages ask for their data once their code
 * has loaded.
 */
export function firstLoadQuery(pathname: string): ShellDocument {
  return pathname === '/' ? HomeQuery : ShellQuery;
}
