// The company CSV exports as a browser test reads a download: the BOM, the header, the rows.
import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';

export const CSV_HEADER =
  'Käyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö;Osoite;Nimi;Tunnisteet';

/** The downloaded CSV's rows after its BOM and header. */
export async function csvRows(download: Download) {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
  expect(lines.at(-1)).toBe('');
  const [header, ...rows] = lines.slice(0, -1);
  expect(header).toBe(CSV_HEADER);
  return rows;
}
