import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { PageHeader } from "./page-header.tsx";

type ListPageHeaderProps = {
  title: string;
  intro: string;
  createLabel: string;
  onCreate: () => void;
  /** Hover or focus of the button: time to fetch the form it opens, when that form loads on demand. */
  onCreateIntent?: () => void;
};

/** The head of a list screen: its h1, its purpose, and the button adding one more item to the list. */
export function ListPageHeader({ title, intro, createLabel, onCreate, onCreateIntent }: ListPageHeaderProps) {
  return (
    <PageHeader
      title={title}
      intro={intro}
      action={
        <Button variant="contained" startIcon={<Add />} onClick={onCreate} onMouseEnter={onCreateIntent} onFocus={onCreateIntent}>
          {createLabel}
        </Button>
      }
    />
  );
}
