// The content functions (server/functions/supabase.ts), one handler for get_metainfo, get_details and media.
import { contentFunctions } from '../_shared/contentFunctions.js';

Deno.serve(contentFunctions(Deno.env));
