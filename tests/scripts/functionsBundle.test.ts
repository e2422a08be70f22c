/** The Supabase functions are built from server/functions with Hono, valibot and pg left to Deno's deno.json. */
import { denoImportProblems, functionsBundle } from '../../scripts/functionsBundle';

describe('npm run functions:build', () => {
  it('bundles only the site’s own modules: every package stays an import for Deno to resolve', async () => {
    const { text, packageImports } = await functionsBundle();
    expect(packageImports).toEqual(expect.arrayContaining(['hono', 'pg', 'valibot']));
    expect(text).toMatch(/^import .* from "hono";$/m);
    // Hono's own router code is not in the bundle.
    expect(text).not.toContain('class Hono');
    expect(text.length).toBeLessThan(40_000);
  });

  it('finds every package in supabase/functions/deno.json at the version installed here', async () => {
    const { packageImports } = await functionsBundle();
    expect(denoImportProblems(packageImports)).toEqual([]);
  });

  it('names a package deno.json lacks or pins to another version', () => {
    const stale = JSON.stringify({ imports: { hono: 'npm:hono@3.0.0', 'hono/': 'npm:/hono@3.0.0/' } });
    const problems = denoImportProblems(['hono', 'hono/cors', 'valibot'], stale);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^"hono" must map to "npm:hono@\d+\.\d+\.\d+"/);
    expect(problems[2]).toMatch(/^"valibot" must map to "npm:valibot@/);
  });
});
