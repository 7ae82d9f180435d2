import { createHash } from 'node:crypto';
import { escapeHtml } from './seo-html.js';

/**
 * Issue 13: a server-rendered page is drawn before any of the site's code is fetched. With the code linked
 * in the head (a module script and its module preloads), a phone fetched and compiled about 120 KB of
 * JavaScript while the page's first frame waited behind it; Lighthouse's phone model then counted every one
 * of those files on the way to the first paint. Here the rendered page carries no script tag for the code:
 * a data block lists it, and this small inline script adds the module preloads and the entry once the page
 * has been drawn, in three steps:
 * 1. the whole page is on screen. The loader runs at the end of the page, and adds a marker there (a one-pixel
 *    space with an `elementtiming` attribute, taken out again once reported): its element-timing entry is reported
 *    once the frame that drew it, and so everything parsed before it, has been shown. Counting frames was not
 *    enough. On a busy machine a frame is shown 100 ms or more after the main thread drew it: in a phone run of
 *    the home page the hero's text was shown at 890 ms and the code asked for at 784 ms. On /find the welcome's
 *    text was drawn after the first paint, and the code was asked for first in 3 Lighthouse runs of 8 with no
 *    wait, 1 of 8 with two frames. Where element timing is missing (Firefox, Safari), the first-contentful-
 *    paint entry, then two frames (at once where the Paint Timing API is missing too);
 * 2. a task more, so that anything the frame's observers queued has run;
 * 3. the photos in view (images not loaded lazily) are drawn: the browser's largest paint is one of them, or
 *    larger than each. Where it reports no largest paint, they are decoded and a frame has passed; where it
 *    reports one but none of them becomes it, a second after they are decoded.
 * Code evaluated while such a photo was on its way held back the frame that showed it: on /blog, Lighthouse's
 * phone runs drew the first card's photo at about 1 s instead of with the text at 0.55 to 0.65 s in 8 runs of
 * 24, and its simulation then counted the code's tasks, four times over, before the largest paint (2.2 to
 * 2.6 s). Waiting for the decoding alone left 1 run of 23 late: a photo decoded at 0.57 s was drawn at 0.75 s
 * on a busy machine.
 *
 * The code is fetched at low priority: the page reads without it. Each request is made in a task of its own
 * (a new tab took 2 to 7 ms a request, 33 ms for the twelve in one task). A hidden tab draws nothing, so it
 * starts at once; a window whose frames never come (occluded), or a photo that does not, starts it after
 * three seconds.
 *
 * The script is the same on every page, so the content security policy allows exactly it by its hash
 * (START_LOADER_SOURCE): still no other inline script, no eval.
 */
export const START_LOADER = [
  '(function(){var d=document,b=d.getElementById("start-code"),c,n=0,P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[];',
  'try{c=JSON.parse(b.textContent)}catch(e){return}',
  'function go(){if(n++)return;var q=c.preload.slice();next();',
  'function next(){var h=q.shift(),e;if(h){e=code("link");e.rel="modulepreload";e.href=h;d.head.appendChild(e);setTimeout(next,0)}',
  'else{e=code("script");e.type="module";e.src=c.entry;d.head.appendChild(e)}}}',
  'function code(t){var e=d.createElement(t);e.fetchPriority="low";e.crossOrigin="";return e}',
  // after(): the images of the first screen (not lazy, with an address, in view) and their visible areas; the
  // code waits until the largest paint is one of them or larger than each, else until they are decoded and a
  // second more (a frame, where the browser reports no largest paint).
  'function after(){var w=innerWidth,h=innerHeight,m=d.images,q=[],i,r,x,lcp=T.indexOf("largest-contentful-paint")>=0;',
  'for(i=m.length;i--;){x=m[i];if(x.decode&&x.loading!=="lazy"&&(x.getAttribute("src")||x.getAttribute("srcset"))){r=x.getBoundingClientRect();',
  'if(r.bottom>0&&h>r.top&&r.right>0&&w>r.left)q.push([x,(Math.min(r.right,w)-Math.max(r.left,0))*(Math.min(r.bottom,h)-Math.max(r.top,0))])}}',
  'if(!q.length)return setTimeout(go,0);',
  'Promise.all(q.map(function(y){return y[0].decode().catch(function(){})})).then(function(){if(lcp)setTimeout(go,1000);else requestAnimationFrame(function(){setTimeout(go,0)})});',
  'if(lcp)new P(function(l,o){var e=l.getEntries(),z=e[e.length-1];q=q.filter(function(y){return y[0]!==z.element&&y[1]>z.size});',
  'if(!q.length){o.disconnect();setTimeout(go,0)}}).observe({type:"largest-contentful-paint",buffered:true})}',
  'if(d.visibilityState==="hidden")go();else{setTimeout(go,3000);',
  // The marker: a one-pixel space, drawn in the first frame after the loader ran, so with the whole page. Its
  // element-timing entry comes once that frame is on screen.
  'if(T.indexOf("element")>=0){var k=d.createElement("span");k.setAttribute("elementtiming","start-code");k.setAttribute("aria-hidden","true");',
  'k.style.cssText="position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;font-size:1px;pointer-events:none";k.textContent="\\u00a0";',
  'new P(function(l,o){if(l.getEntries().some(function(e){return e.identifier==="start-code"})){o.disconnect();k.remove();setTimeout(after,0)}}).observe({type:"element",buffered:true});',
  'd.body.appendChild(k)}',
  // Without element timing: the first contentful paint, then two frames.
  'else try{new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();drawn()}}).observe({type:"paint",buffered:true})}',
  'catch(e){drawn()}}',
  'function drawn(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(after,0)})})}})()',
].join('');

/** The CSP source that allows START_LOADER and no other inline script. */
export const START_LOADER_SOURCE = `'sha256-${createHash('sha256').update(START_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\n?\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?\s*/g;

export interface DeferredStart {
  /** index.html without its entry script and module preloads. */
  html: string;
  /** The entry script's address, and the code it starts with (the module preloads), in their order. */
  entry: string;
  preload: string[];
}

/**
 * index.html's start code taken out of its head, for a rendered page to load after its first paint
 * (startCodeBlock). null when the page has no entry script of the expected form (a stand-in index.html):
 * such a page keeps its tags.
 */
export function deferStart(html: string): DeferredStart | null {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return null;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry: entry[1]!, preload };
}

/**
 * The data block naming the page's code, and the loader that fetches it after the first paint; for the end
 * of the body. `pageCode` is the page's own chunks (its lazy page modules), preloaded with the start code.
 */
export function startCodeBlock(start: DeferredStart, pageCode: string[]): string {
  const preload = [...new Set([...start.preload, ...pageCode])];
  const json = JSON.stringify({ entry: start.entry, preload }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="start-code">${json}</script>\n    <script>${START_LOADER}</script>`;
}

/** Module preload tags for code, on a page that loads its code the usual way. */
export const modulePreloadTags = (code: string[]): string[] =>
  code.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}">`);
