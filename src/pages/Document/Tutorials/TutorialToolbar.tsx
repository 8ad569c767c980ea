/** Filters of the tutorial list (language, with the UI language first and marked; title search) and Add. */
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/locales/t';
import type { TutorialLanguage } from '@/domain/tutorialRules';
import type { TutorialFilters } from './useTutorialList';

const ALL = 'all';

interface Props {
  filters: TutorialFilters;
  ordered: TutorialLanguage[];
  uiLanguage: TutorialLanguage;
  nameOf: (language: string) => string;
  canCreate: boolean;
  onFilter: (changes: { language?: TutorialLanguage; search?: string }) => void;
  onAdd: () => void;
}

export default function TutorialToolbar({ filters, ordered, uiLanguage, nameOf, canCreate, onFilter, onAdd }: Props) {
  const t = useT();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const options = [
    { value: ALL, label: t('tutorial.filter.all') },
    ...ordered.map((language) => ({
      value: language,
      label: language === uiLanguage ? t('tutorial.filter.yours', { language: nameOf(language) }) : nameOf(language),
    })),
  ];

  return (
    <div className="ropc-tutorials-toolbar">
      <div className="ropc-tutorials-filters">
        <Segmented
          aria-label={t('tutorial.filter.language')}
          options={options}
          value={filters.language || ALL}
          onChange={(value) => onFilter({ language: value === ALL ? undefined : (value as TutorialLanguage) })}
        />
        <Input.Search
          className="ropc-tutorials-search"
          aria-label={t('tutorial.search.label')}
          placeholder={t('tutorial.search.placeholder')}
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            // Cleared with the clear icon: show everything again at once.
            if (event.target.value === '' && filters.search) onFilter({ search: '' });
          }}
          onSearch={(value) => onFilter({ search: value })}
          enterButton={<Button icon={<SearchOutlined />} aria-label={t('common.search')} />}
        />
      </div>
      {canCreate ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('tutorial.add')}
        </Button>
      ) : null}
    </div>
  );
}
