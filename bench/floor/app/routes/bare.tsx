/** React Router's page and React alone: a heading, a sentence and a login form in plain elements. */
export default function Bare() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 16 }}>
      <h1>Log in</h1>
      <p>Check the accident history of a used vehicle in Malaysia before you buy it.</p>
      <form method="post">
        <label>
          E-mail <input name="email" type="email" />
        </label>
        <label>
          Password <input name="password" type="password" />
        </label>
        <button type="submit">Login</button>
      </form>
    </main>
  );
}
