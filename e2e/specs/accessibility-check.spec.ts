import { expect, expectAccessible, test } from '../fixtures.ts';

// Every journey leans on expectAccessible: it must find a fault, in the page and in a frame, and
// check a page it has checked before afresh (axe stays in the document between checks).
test('the accessibility check finds an image without words, in the page and in a frame', async ({ page }) => {
  await page.goto('/loginselect');
  await expectAccessible(page);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.id = 'unnamed-image';
    document.body.append(image);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt: .*#unnamed-image/);

  await page.evaluate(() => {
    document.getElementById('unnamed-image')!.remove();
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><img id="framed-image" src="x.png">';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForSelector('#framed-image', { state: 'attached' });
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt: .*#framed-image/);
});
