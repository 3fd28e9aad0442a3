/** The landing page: what the site offers. Room creation arrives with the room server. */
export function Home() {
  return (
    <>
      <h1>Tabletop rooms</h1>
      <p>Play Spy and Sequence with friends: one link, real time, no account.</p>
    </>
  );
}
