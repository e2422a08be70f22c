import { loadOnce } from '@/lib/trackedLoad';

/**
 * The script control's code (with the slice it joins the store with), a chunk of its own: asked for as a page that
 * offers the control renders, its painted control waiting for it, disabled; awaited by the prerenderer (the page
 * module's `ready`). Only the pages that offer it load it, so its styles stay theirs (no stylesheet of its own).
 */
export const loadScriptChoice = loadOnce(() => import(/* webpackChunkName: "script-choice" */ './ScriptChoice'));
