/**
 * What makes a page too wide for a phone, measured in the browser (page.evaluate): the document wider
 * than the window, a visible element whose right edge passes the window (also when an overflow: hidden
 * ancestor cuts it off, which the document's width does not show), and a box that scrolls sideways
 * without being one of the `sidewaysScrollers` meant to (a tab strip, a row of cards, a table).
 * Answers one line per problem; none means the page fits.
 */
export async function phoneFitProblems(sidewaysScrollers: string[]): Promise<string[]> {
  // A box on its way is measured once it has arrived: mid-slide, the footer's next testimonial shows past
  // the window for 0.3 s, as a carousel means it to (CI caught it there). Endless animations (a spinner)
  // are not waited for.
  await Promise.all(document.getAnimations()
    .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
    .map((a) => a.finished.catch(() => undefined)));
  const width = window.innerWidth;
  const problems: string[] = [];
  const describe = (el: Element) => {
    const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const scrolls = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';
  if (document.documentElement.scrollWidth > width) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
  }
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || style.opacity === '0') continue;
    if (scrolls(style) && el.scrollWidth > el.clientWidth + 1 && !sidewaysScrollers.some((s) => el.matches(s))) {
      problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    if (box.right <= width + 1) continue;
    // Seen at all? Cut to every clipping ancestor. Only a scroller (or a text ellipsis) may hide the
    // part past the window; content merely cut off by overflow: hidden is a problem.
    let left = box.left, right = box.right, top = box.top, bottom = box.bottom, reach = box.right;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const clip = a.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
      if (scrolls(s) || s.textOverflow === 'ellipsis') reach = Math.min(reach, clip.right);
    }
    if (right - left < 1 || bottom - top < 1) continue;
    if (reach > width + 1) problems.push(`${describe(el)} reaches ${Math.round(box.right)} px`);
  }
  return problems;
}
