/** What `followTouch` needs of a uPlot chart. */
export interface TouchablePlot {
  over: HTMLElement;
  setCursor: (position: { left: number; top: number }) => void;
}

/**
 * uPlot moves its cursor with the mouse only. On a phone this moves it with the finger: a tap or a
 * sideways drag over the plot shows the value under the finger in the live legend, while an
 * upward or downward drag still scrolls the page (the plot area is `touch-action: pan-y` in CSS).
 * Answers the function that stops it.
 */
export function followTouch(plot: TouchablePlot): () => void {
  const follow = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const area = plot.over.getBoundingClientRect();
    plot.setCursor({ left: touch.clientX - area.left, top: touch.clientY - area.top });
  };
  plot.over.addEventListener('touchstart', follow, { passive: true });
  plot.over.addEventListener('touchmove', follow, { passive: true });
  return () => {
    plot.over.removeEventListener('touchstart', follow);
    plot.over.removeEventListener('touchmove', follow);
  };
}
