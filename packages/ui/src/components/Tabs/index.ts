export { Tabs, TabsContent, TabsList, type TabsListProps, TabsTrigger } from './Tabs';
