import { Route, Router, Switch } from 'wouter'
import { AlertIcon, StatusPage } from '../components/StatusPage'
import { AdminPage } from './AdminPage'
import { FunnelReportPage } from './FunnelReportPage'

/** Issue 15: the studio's admin area at /admin (server/page.ts): sign-in and home, and the funnel report. */
export const AdminArea = ({ apiBase, language }: { apiBase: string; language: string }) => (
  <Router base="/admin">
    <Switch>
      <Route path="/">
        <AdminPage apiBase={apiBase} language={language} />
      </Route>
      <Route path="/report">
        <FunnelReportPage apiBase={apiBase} language={language} />
      </Route>
      <Route>
        <StatusPage message="app.not_found" tone="info" icon={<AlertIcon />} />
      </Route>
    </Switch>
  </Router>
)
