import { Link } from '@portal/web-kit/router';

/** `/`: painted by the shell alone, without waiting for any remote (spec §2). */
export function LandingPage() {
  return (
    <div className="page">
      <h1>Welcome to the Education Grants Portal</h1>
      <p className="lead">
        Members of the Nation can apply here for education grants and follow their applications.
        Staff review the applications and manage the grants.
      </p>
      <div className="card-grid">
        <section className="card card-clickable" aria-labelledby="education-grants-heading">
          <h2 id="education-grants-heading">Education grants</h2>
          <p>Find the grants open to you, apply, and see where your applications stand.</p>
          <Link to="/user-dashboard" className="stretched-link">
            Go to your dashboard
          </Link>
        </section>
      </div>
    </div>
  );
}
