/**
 * Hands React what was typed into fields before their part was hydrated. Hydration took
 * each field's value as React's last known one, so an input event alone would be no
 * change: the field is emptied through its own setter (which React watches) and its
 * text put back through the element's native setter (which it does not), as a browser
 * does when someone types. Selects only need their change event.
 */
export function replayTyping(targets: Set<EventTarget>) {
  for (const field of targets) {
    if (field instanceof HTMLSelectElement && field.isConnected) field.dispatchEvent(new Event("change", { bubbles: true }));
    else if ((field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type))) && field.isConnected) {
      const text = field.value;
      field.value = "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  targets.clear();
}
