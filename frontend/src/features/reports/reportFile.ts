/** A month's generated report file (#175): a plain link, the gateway streams it. */
export function reportFileUrl(
  userId: number,
  locationId: string,
  year: number,
  month: number,
  format: 'csv' | 'json',
): string {
  const query = new URLSearchParams({
    year: String(year),
    month: String(month),
    format,
  });
  return `/api/reports/v1/user/${userId}/location/${encodeURIComponent(locationId)}?${query.toString()}`;
}
