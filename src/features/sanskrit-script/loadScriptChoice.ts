import { loadOnce } from '@/lib/trackedLoad';

/**
 * The script control's code (with the slice it joins the store with), a chunk of its own: asked for by the pages that
 * offer the control (src/features/sanskrit-script/ScriptChoiceSlot.tsx) and awaited by the prerenderer (the page
 * module's `ready`). Only those pages load it, so its styles stay theirs (no stylesheet of its own).
 */
export const loadScriptChoice = loadOnce(() => import(/* webpackChunkName: "script-choice" */ './ScriptChoice'));
