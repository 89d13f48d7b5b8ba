import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';

/** A file on disk for `setInputFiles` (Chromium infers its type from the extension, as for a person's file). */
export type TestFile = { name: string; path: string; bytes: number };

/** A temporary folder of test files, deleted by `remove()`. */
export interface TestFiles {
  /** Writes `content` as `name` in the folder. */
  write(name: string, content: Buffer): Promise<TestFile>;
  /** A real PDF that Chromium prints from a small HTML page with `heading` (valid `%PDF-` file, a few KB). */
  pdf(name: string, heading: string): Promise<TestFile>;
  /** A real JPEG: Chromium's screenshot of a small HTML page with `heading` (starts with FF D8 FF). */
  jpeg(name: string, heading: string): Promise<TestFile>;
  /** Deletes the folder. */
  remove(): Promise<void>;
}

const page = (heading: string) =>
  `<!doctype html><html lang="en"><body style="font-family:sans-serif;padding:40px"><h1>${heading}</h1>` +
  '<p>Sandbox Home Loans · Account 0000-1234 · Statement date 05/01/2026</p><p>Principal balance $400,000.00</p></body></html>';

/**
 * A temporary folder for the files a test uploads, made with the browser itself so they are what a person would
 * pick: `page.pdf()` for a PDF, `page.screenshot({ type: 'jpeg' })` for a photo.
 */
export async function testFiles(browser: Browser): Promise<TestFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'hei-e2e-files-'));
  const write = async (name: string, content: Buffer): Promise<TestFile> => {
    const path = join(dir, name);
    await writeFile(path, content);
    return { name, path, bytes: content.length };
  };
  /** Renders `heading` in a throwaway context and hands the page to `capture`. */
  const render = async (heading: string, capture: (p: import('playwright-core').Page) => Promise<Buffer>) => {
    const context = await browser.newContext({ viewport: { width: 600, height: 400 } });
    try {
      const p = await context.newPage();
      await p.setContent(page(heading));
      return await capture(p);
    } finally {
      await context.close();
    }
  };
  return {
    write,
    pdf: async (name, heading) => write(name, await render(heading, (p) => p.pdf({ format: 'Letter' }))),
    jpeg: async (name, heading) => write(name, await render(heading, (p) => p.screenshot({ type: 'jpeg', quality: 80 }))),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Parses a §9 file size as shown ("12.34 KB", "1.2 MB", "512 Bytes") back to bytes, so a test can check the page
 * shows the right size without re-implementing the format. Returns null for any other text.
 */
export function parseShownSize(text: string): { bytes: number; unit: string } | null {
  const match = /^(\d+(?:\.\d{1,2})?) (Bytes|KB|MB|GB)$/.exec(text.trim());
  if (!match) return null;
  const power = ['Bytes', 'KB', 'MB', 'GB'].indexOf(match[2] ?? '');
  return { bytes: Number(match[1]) * 1024 ** power, unit: match[2] ?? '' };
}

/**
 * Waits until the upload row `row` of `file` shows "Uploaded" with its progress bar full: bytes sent = the file's size,
 * as the bar's value and as its §9 text "x KB of x KB".
 */
export async function expectUploadedRow(row: Locator, file: TestFile): Promise<void> {
  await row.getByRole('status').getByText('Uploaded', { exact: true }).waitFor();
  const bar = row.getByRole('progressbar', { name: `Upload of ${file.name}` });
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(file.bytes));
  expect(await bar.getAttribute('aria-valuemax')).toBe(String(file.bytes));
  const [sent, total] = (await bar.getAttribute('aria-valuetext'))?.split(' of ') ?? [];
  expect(sent).toBe(total);
  expect(Math.abs((parseShownSize(total ?? '')?.bytes ?? -1) - file.bytes)).toBeLessThan(0.01 * 1024);
}
