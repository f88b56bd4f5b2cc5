/** A phone number with its country code, always written left to right ("+91 98765…" stays so in Arabic). */
export function PhoneNumber({ countryCode, number }: { countryCode: string; number: string }) {
  const text = `${countryCode} ${number}`.trim();
  return text ? <bdi dir="ltr">{text}</bdi> : null;
}
