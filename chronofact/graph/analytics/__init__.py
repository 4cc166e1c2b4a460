"""Graph Data Science in the product: entity importance, communities and entity-resolution
suggestions, computed per partition by a refresh job (`refresh`) on GDS projections of one
tenant and namespace (`projection`), stored outside the bitemporal record, and read by
profiles, recall (an importance prior, off by default) and operators (`reads`).
"""

from chronofact.graph.analytics.reads import entity_analytics, importance_of, suggestions

__all__ = ["entity_analytics", "importance_of", "suggestions"]
