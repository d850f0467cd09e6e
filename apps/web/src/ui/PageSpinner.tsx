/**
 * The page-sized loading indicator: the layout's fallback while a page's chunk loads, and a page's while its data
 * does. Plain CSS (styles.css, in the entry): the spinner shows while the UI kit itself may still be loading.
 */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <span className="page-spinner__ring" />
    </div>
  );
}
