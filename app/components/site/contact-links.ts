/** A `tel:` address from a displayed number ("+33 6 12 34 56 78" → "tel:+33612345678"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** A WhatsApp chat with the company (digits with the country code), opened with a message ready to send. */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${number.replace(/[^0-9]/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
