// The options of a choice of staff member: a first option for none, then each member by address.
export function MemberOptions({ none, members }: { none: string; members: readonly string[] }) {
  return (
    <>
      <option value="">{none}</option>
      {members.map((email) => (
        <option key={email} value={email}>
          {email}
        </option>
      ))}
    </>
  );
}
