import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { PageHeader } from "./page-header.tsx";

type ListPageHeaderProps = { title: string; intro: string; createLabel: string; onCreate: () => void };

/** The head of a list screen: its h1, its purpose, and the button adding one more item to the list. */
export function ListPageHeader({ title, intro, createLabel, onCreate }: ListPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      intro={intro}
      action={
        <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
          {createLabel}
        </Button>
      }
    />
  );
}
