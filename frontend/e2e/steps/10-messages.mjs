// The message box (issue 5): mark one message seen, then every message read; the menu's unread
// bubble follows after a reload (the gateway evicts the user content the bubble counts).

/**
 * The number in the main menu's unread bubble, 0 when there is none. The bubble comes with the
 * user content, which may arrive after the page itself has settled, so this waits (up to 10 s)
 * until the count is `expected` (or, without one, at least 1) and answers what it then shows.
 */
async function bubbleCount(page, expected) {
  const link = page
    .getByRole('navigation', { name: 'Päävalikko' })
    .getByRole('link', { name: /Viestit/ });
  await link.waitFor();
  const read = async () => {
    const match = /(\d+) lukematonta/.exec((await link.textContent()) ?? '');
    return match ? Number(match[1]) : 0;
  };
  const wanted = (count) => (expected === undefined ? count >= 1 : count === expected);
  for (let attempt = 0; attempt < 50 && !wanted(await read()); attempt += 1) {
    await page.waitForTimeout(200);
  }
  return read();
}

export function steps(ctx) {
  const { page, baseUrl, check } = ctx;
  return [
    [
      'marks a message seen and the unread bubble counts one less after a reload (axe)',
      async () => {
        await page.goto(`${baseUrl}/viestit`);
        await ctx.settled(page, 'viestit');
        const before = await bubbleCount(page);
        check(before >= 1, `kuluttaja should start with unread messages, saw ${before}`);
        await ctx.checkAccessibility(page, 'viestit with actions');
        await page
          .getByRole('button', { name: /^Merkitse luetuksi/ })
          .first()
          .click();
        await page.waitForFunction(
          (count) => globalThis.document.querySelectorAll('.message--unread').length === count,
          before - 1,
        );
        await page.reload();
        await ctx.settled(page, 'viestit after reload');
        check(
          (await bubbleCount(page, before - 1)) === before - 1,
          'the bubble did not count one less',
        );
      },
    ],
    [
      'marks every message read and the bubble goes away',
      async () => {
        await page.getByRole('button', { name: 'Merkitse kaikki viestit luetuiksi' }).click();
        const done = page.getByRole('dialog', { name: 'Toiminto onnistui' });
        await done.waitFor();
        await done.getByRole('button', { name: 'Sulje' }).click();
        await page.reload();
        await ctx.settled(page, 'viestit all read');
        check((await bubbleCount(page, 0)) === 0, 'the bubble still shows unread messages');
        check((await page.locator('.message--unread').count()) === 0, 'a message is still unread');
      },
    ],
  ];
}
