// What the desk says when a passkey cannot be used. The server answers with these and the
// account page shows them, so they live where both the server and the browser can load them.
export const passkeyMessages = {
  unavailable:
    "Passkeys work only when the desk is opened at its own web address (or at localhost on a developer's machine).",
  failed: "That passkey did not sign you in. Try again, or sign in with an emailed code.",
  notAdded:
    "The passkey was not added. Try again; if it keeps failing, your browser or device may not support passkeys.",
  tooMany:
    "Too many passkey attempts from your connection. Please wait a minute, or sign in with an emailed code.",
};
