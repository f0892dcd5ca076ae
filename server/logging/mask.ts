// How a person's email address or phone number may appear where it is not needed in full: in
// the logs (the logger's serializers apply these to every line, logger.ts) and on a page that
// names an address to someone who may not own it.

/** 'a***@example.com': the first letter and the domain only. */
export const maskEmail = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
};

/** '********10': the last two digits only. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return `${"*".repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
};
