// The colours a page shows: its screenshot, read back through a canvas in a blank page of the same browser.
import type { Page } from '@playwright/test';

export type Point = [x: number, y: number];

/** The [r, g, b] of the page's screenshot at each point (CSS pixels of its viewport). */
export async function pixelsAt(page: Page, points: Point[]): Promise<number[][]> {
  const png = (await page.screenshot()).toString('base64');
  const reader = await page.context().newPage();
  try {
    return await reader.evaluate(
      async ({ png, points }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data].slice(0, 3));
      },
      { png, points },
    );
  } finally {
    await reader.close();
  }
}
