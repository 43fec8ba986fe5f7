'use client'
import { FormSubmit, PopupList, useConfig, useDocumentInfo, useForm, useFormModified, useModal } from '@payloadcms/ui'
import { formatAdminURL, hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared'
import { useCallback } from 'react'

import { defaultScheduleType } from '../../admin/schedule-picker'
import { ScheduleDrawer } from './ScheduleDrawer'

/** Quarter hours unless the collection's schedule config says otherwise. */
const DEFAULT_INTERVAL = 15

/**
 * Payload's "Publish changes" button with its "Schedule publish" menu, opening our schedule drawer
 * (Publish preselected for a document never published, Monday-first, 24-hour, UK time). The site
 * has no localisation, so Payload's per-locale publishing is left out.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const { config, getEntityConfig } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { isModalOpen, toggleModal } = useModal()
  const entityConfig = collectionSlug ? getEntityConfig({ collectionSlug }) : undefined
  const drawerSlug = `schedule-publish-${id}`

  const canPublish =
    hasPublishPermission &&
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) &&
    uploadStatus !== 'uploading'
  const canSchedule = Boolean(
    entityConfig &&
    hasScheduledPublishEnabled(entityConfig) &&
    hasPublishPermission &&
    id &&
    (hasAutosaveEnabled(entityConfig) || !modified),
  )
  const schedule =
    entityConfig?.versions && entityConfig.versions.drafts && entityConfig.versions.drafts.schedulePublish

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const action = formatAdminURL({
      apiRoute: config.routes.api,
      path: `/${collectionSlug}${id ? `/${id}` : ''}?depth=0`,
    })
    const result = await submit({ action, overrides: { _status: 'published' } })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    uploadStatus,
    config.routes.api,
    collectionSlug,
    id,
    submit,
    setUnpublishedVersionCount,
    setMostRecentVersionIsAutosaved,
    setHasPublishedDoc,
  ])

  if (!hasPublishPermission) return null

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button id="schedule-publish" onClick={() => [toggleModal(drawerSlug), close()]}>
                    Schedule publish
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
      >
        Publish changes
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) && (
        <ScheduleDrawer
          slug={drawerSlug}
          defaultType={defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount })}
          timeIntervals={(typeof schedule === 'object' && schedule.timeIntervals) || DEFAULT_INTERVAL}
        />
      )}
    </>
  )
}
