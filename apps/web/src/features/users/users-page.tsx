import { newUserPath } from "@/features/lists/paths";
import { useUsersSource } from "@/features/lists/sources";
import { UsersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useCreateAction } from "@/features/lists/use-create-action";

function UsersList() {
  const onCreate = useCreateAction(newUserPath);
  return <UsersTable name="users" source={useUsersSource()} hideTitle onCreate={onCreate} />;
}

export default function UsersPage() {
  return (
    <Page permission="user.r">
      <PageHeader title="Users" description="Everyone who can sign in to the panel." />
      <UsersList />
    </Page>
  );
}
