/** A link that opens a WhatsApp chat with an adviser (wa.me): no script, no tracking. */
export function WhatsAppLink({ href, className = "" }: { href: string; className?: string }) {
  return (
    <a
      className={`button button--ghost whatsapp-link ${className}`.trim()}
      href={href}
      target="_blank"
      rel="noreferrer"
    >
      <img src="/images/icons/chat.svg" alt="" width={20} height={20} />
      Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
