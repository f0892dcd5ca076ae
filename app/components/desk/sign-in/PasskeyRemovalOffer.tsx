// The offer beside "Sign out everywhere" to remove the member's passkeys too: a passkey someone
// added at an unattended desk would otherwise still sign them in after every session has ended.
export function PasskeyRemovalOffer({ id = "sign-out-passkeys" }: { id?: string }) {
  return (
    <div className="field inbox-filters__check">
      <input id={id} type="checkbox" name="passkeys" value="remove" />
      <label htmlFor={id}>Remove my passkeys too</label>
    </div>
  );
}
