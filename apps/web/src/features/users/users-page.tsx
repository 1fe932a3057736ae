import { useNavigate } from "react-router-dom";
import { useAuth } from "@/features/auth/auth-context";
import { newUserPath } from "@/features/lists/paths";
import { useUsersSource } from "@/features/lists/sources";
import { UsersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

function UsersList() {
  const { agent } = useAuth();
  const navigate = useNavigate();
  const path = agent ? newUserPath(agent) : undefined;
  return (
    <UsersTable
      name="users"
      source={useUsersSource()}
      hideTitle
      onCreate={path ? () => navigate(path) : undefined}
    />
  );
}

export default function UsersPage() {
  return (
    <Page permission="user.r">
      <PageHeader title="Users" description="Everyone who can sign in to the panel." />
      <UsersList />
    </Page>
  );
}
